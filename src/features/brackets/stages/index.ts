// Declaring a tournament's stages, previewing them, and the checks their qualifier rules make.
export { checkStageYield, refuseSeededByQualification } from './stage-generation.js';
export { StagePreview, StagePreviewBody } from './stage-preview.schemas.js';
export { previewStages } from './stage-preview.js';
export { DeclareStagesBody, StageList } from './stage.schemas.js';
export { declareStages, listStages } from './stage.service.js';
