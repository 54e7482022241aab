export { BuiltInNotice } from './BuiltInNotice';
export type { BuiltInKind, BuiltInNoticeProps } from './BuiltInNotice';
