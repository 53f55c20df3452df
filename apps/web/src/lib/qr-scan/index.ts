export { decodeQr, preloadQrDecoder } from './qr-decoder.ts';
export { openCamera, type CameraState } from './camera.ts';
export { useQrCamera } from './use-qr-camera.ts';
