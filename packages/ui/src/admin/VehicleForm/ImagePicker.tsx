import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { controlA11y, FieldFrame, useFieldA11y } from '../../forms/fields';
import { Input } from '../../forms/fields/styles';
import { IMAGE_TYPES, isAcceptedImage, type VehicleImage } from '../../forms/schemas';
import { Preview } from './styles';

/** The object URL of a newly picked image, revoked when the pick changes. */
function usePickedImageUrl(image: VehicleImage | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!(image instanceof File) || !isAcceptedImage(image)) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(image);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image]);
  return url;
}

export interface ImagePickerProps {
  name: string;
  /** Shown while the field still holds the vehicle's current image id. */
  currentImageUrl?: string;
  disabled?: boolean;
}

export function ImagePicker({ name, currentImageUrl, disabled }: ImagePickerProps) {
  const { t } = useLingui();
  const { input, meta } = useField<VehicleImage | undefined>(name);
  const a11y = useFieldA11y(meta);
  const pickedUrl = usePickedImageUrl(input.value);
  const previewUrl = typeof input.value === 'string' ? currentImageUrl : pickedUrl;
  return (
    <FieldFrame a11y={a11y} label={t`Image`}>
      {previewUrl && <Preview src={previewUrl} alt={t`Vehicle image preview`} />}
      <Input
        name={name}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={disabled}
        {...controlA11y(a11y)}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        onChange={(event) => {
          input.onChange(event.target.files?.[0]);
          input.onBlur();
        }}
      />
    </FieldFrame>
  );
}
