import { UPLOAD_SCHEMAS } from '../../shared/acts/families/upload.js';
import type { ActTable } from '../lib/act.js';
import { familyHandler } from '../lib/family-handler.js';
import { awsUploads as objects, mergeBatch, openBatch, partUrl } from '../core/uploads/index.js';

/** `/api/upload/*`: multipart uploads straight to S3 (functions/core/uploads/uploads.ts). */
export const uploadActs: ActTable = {
  'POST /api/upload/batch': { access: 'session', run: (args, _r, caller) => openBatch(objects, caller, args) },
  'POST /api/upload': { access: 'session', run: (args, _r, caller) => partUrl(objects, caller, args) },
  'POST /api/upload/merge': { access: 'session', run: (args, _r, caller) => mergeBatch(objects, caller, args) },
};

export const handler = familyHandler('upload', uploadActs, UPLOAD_SCHEMAS);
