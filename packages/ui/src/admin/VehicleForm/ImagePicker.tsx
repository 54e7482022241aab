import { useEffect, useId, useState } from 'react';
import { useField } from 'react-final-form';
import { ErrorText, FieldRoot, Input, Label } from '../../forms/fields/styles';
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
  const id = useId();
  const errorId = `${id}-error`;
  const { input, meta } = useField<VehicleImage | undefined>(name);
  const pickedUrl = usePickedImageUrl(input.value);
  const previewUrl = typeof input.value === 'string' ? currentImageUrl : pickedUrl;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <FieldRoot>
      <Label htmlFor={id}>Image</Label>
      {previewUrl && <Preview src={previewUrl} alt="Vehicle image preview" />}
      <Input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={disabled}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        onChange={(event) => {
          input.onChange(event.target.files?.[0]);
          input.onBlur();
        }}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldRoot>
  );
}
