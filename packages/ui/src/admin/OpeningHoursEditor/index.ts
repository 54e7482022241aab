export { OpeningHoursEditor } from './OpeningHoursEditor';
export type { OpeningHoursEditorProps } from './OpeningHoursEditor';
