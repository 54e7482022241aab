import {
  BRANCH_NAME_MAX_LENGTH,
  BRANCH_SLUG_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
} from '@rentacar/contract';
import {
  BranchForm,
  BranchMap,
  FieldLimits,
  type BranchFormProps,
  type BranchPositionPickerProps,
} from '@rentacar/ui';
import { useLingui } from '@lingui/react/macro';
import { mapTiles } from '../mapTiles';
import { FIELD_MAX_LENGTHS } from '../../../shell/fieldMaxLengths';
import { CLOSURE_REASON_MAX_LENGTH } from './closureReason';

/**
 * The branch's text fields' bounds: the app's, with a branch's own `name` (longer than a contact
 * message's sender) and the fields only a branch has.
 */
export const BRANCH_FIELD_MAX_LENGTHS = {
  ...FIELD_MAX_LENGTHS,
  name: BRANCH_NAME_MAX_LENGTH,
  slug: BRANCH_SLUG_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  country: COUNTRY_CODE_MAX_LENGTH,
};

/** The branch's position on the map; a click on it moves the branch there. */
function PositionMap({ latitude, longitude, onPick, disabled }: BranchPositionPickerProps) {
  const { t } = useLingui();
  const label = t`Branch position`;
  const markers =
    latitude === undefined || longitude === undefined
      ? []
      : [{ lat: latitude, lng: longitude, label }];
  return (
    <BranchMap
      markers={markers}
      onPick={disabled ? undefined : onPick}
      tileUrl={mapTiles.url}
      attribution={mapTiles.attribution}
      label={t`Map: click to place the branch`}
    />
  );
}

const renderPositionMap = (picker: BranchPositionPickerProps) => <PositionMap {...picker} />;

/**
 * The library's `BranchForm` for the create and edit screens: the contract's bounds, and a map
 * that shows the position typed and takes a click as the new one.
 */
export function BranchEditor(props: BranchFormProps) {
  return (
    <FieldLimits maxLengths={BRANCH_FIELD_MAX_LENGTHS}>
      <BranchForm
        closureReasonMaxLength={CLOSURE_REASON_MAX_LENGTH}
        renderPositionPicker={renderPositionMap}
        {...props}
      />
    </FieldLimits>
  );
}
