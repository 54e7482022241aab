export { SeasonsEditor } from './SeasonsEditor';
export type { SeasonItem, SeasonsEditorProps } from './SeasonsEditor';
