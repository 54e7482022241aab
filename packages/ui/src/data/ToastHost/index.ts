export { notify, ToastHost, TOAST_AUTO_CLOSE_MS } from './ToastHost';
