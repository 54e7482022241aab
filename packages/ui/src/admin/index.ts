export * from './AdminLayout';
export * from './BuiltInNotice';
export * from './MessageView';
export * from './StatsDashboard';
export * from './ReservationEditForm';
export * from './UserEditForm';
export * from './VehicleForm';
export * from './AdminHeading';
