export * from './AdminLayout';
export * from './BuiltInNotice';
