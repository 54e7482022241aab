export { UiI18nProvider, type UiI18nProviderProps } from './UiI18nProvider';
export { showHostText, type HostText } from './hostText';
export { useFormatDateTime, type DateTimeFormatter } from './useFormatDateTime';
