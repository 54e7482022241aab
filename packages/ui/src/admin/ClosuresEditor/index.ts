export { ClosuresEditor } from './ClosuresEditor';
export type { ClosuresEditorProps } from './ClosuresEditor';
