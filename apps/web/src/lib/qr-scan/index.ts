export { decodeQr, preloadQrDecoder } from './qr-decoder.ts';
export { useQrCamera, type CameraState } from './use-qr-camera.ts';
