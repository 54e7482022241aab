export { DataDownloadCard } from './DataDownloadCard';
export type { DataDownloadCardProps } from './DataDownloadCard';
