export { AppDownloads } from './AppDownloads';
export type { AppDownloadsProps } from './AppDownloads';
