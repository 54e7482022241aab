export { CancellationFeeNotice } from './CancellationFeeNotice';
export type { CancellationFeeNoticeProps } from './CancellationFeeNotice';
