export { MessageView } from './MessageView';
export type { ContactMessage, MessageViewProps } from './MessageView';
