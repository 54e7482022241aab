export * from './Spinner';
export * from './Button';
export * from './PageHeader';
export * from './NotFound';
export * from './Forbidden';
export * from './LoadingScreen';
export * from './Navbar';
export * from './Footer';
