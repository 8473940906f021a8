import { type ManagementArea, type SubAsset, sortOptions } from '@verge/domain';
import { useMemo } from 'react';
import { MultiSelectField, type Option } from '../../components/form/MultiSelectField';

export interface AreaPickerProps {
  /** The areas that may be chosen. */
  areas: readonly ManagementArea[];
  /** Sub-assets by id, to say which one an offered area is on now. */
  subAssets: readonly SubAsset[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label?: string;
  error?: string;
  helperText?: string;
}

/** A searchable multi-select of management areas, sorted by name, saying which sub-asset holds each now. */
export function AreaPicker({ areas, subAssets, label = 'Management Areas', ...rest }: AreaPickerProps) {
  const options = useMemo(() => {
    const holder = new Map(subAssets.map((s) => [s.id, s.sub_asset_name]));
    return sortOptions(areas, (a) => a.name).map((area): Option => {
      const current = area.subAssetId === null ? undefined : holder.get(area.subAssetId);
      return { id: area.id, label: area.name, note: current && `on ${current}` };
    });
  }, [areas, subAssets]);
  return (
    <MultiSelectField {...rest} label={label} options={options} noOptionsText="No management areas to add" />
  );
}
