export { MAX_PIXELS, type ImageFormat } from './image.js';
export { makeSlipPayload, parseSlipPayload, type ParsedSlipPayload, type SlipReference } from './payload.js';
export { readSlipQr, SCAN_SIDES, type SlipQrRead } from './read.js';
export { renderSlipImage, type SlipImageOptions } from './render.js';
export {
  createSandboxSlipVerifier,
  type SandboxTransfer,
  type SlipParty,
  type SlipVerification,
  type SlipVerifier,
  type VerifiedTransfer,
} from './verifier.js';
