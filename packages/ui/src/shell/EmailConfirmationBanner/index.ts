export { EmailConfirmationBanner } from './EmailConfirmationBanner';
export type { EmailConfirmationBannerProps } from './EmailConfirmationBanner';
