import { useTranslation } from 'react-i18next';
import type { MediaPurpose } from '../../../../../../shared/acts/upload.js';
import { TextField } from '../fields';
import { MediaUploader } from './MediaUploader';

/** A media attribute: a URL typed in, or a file uploaded from here whose public path is committed (one undo step). */
export function MediaField({
  label,
  value,
  purpose,
  maxLength,
  onCommit,
}: {
  label: string;
  value: string;
  purpose: MediaPurpose;
  maxLength: number;
  onCommit: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        value={value}
        maxLength={maxLength}
        placeholder={t(purpose === 'image' ? 'widgets.upload.imageUrl' : 'widgets.upload.videoUrl')}
        onCommit={(next) => onCommit(next.trim())}
      />
      <MediaUploader purpose={purpose} onUploaded={onCommit} />
    </>
  );
}
