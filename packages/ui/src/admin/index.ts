export * from './AdminLayout';
export * from './BuiltInNotice';
export * from './VehicleForm';
