import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ManagementArea, SubAsset } from '@verge/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddAreaDialog } from './AddAreaDialog';

afterEach(cleanup);

const stamp = { updated_at: '2026-05-01T10:00:00.000Z', hidden: false };
const subAsset = (id: number, name: string): SubAsset => ({
  id,
  sub_asset_name: name,
  latitude: 53.9,
  longitude: -116.5,
  assetId: 1,
  managementAreaIds: [],
  ...stamp,
});
const area = (id: number, name: string, subAssetId: number | null): ManagementArea => ({
  id,
  assetId: 1,
  subAssetId,
  name,
  shape: {
    type: 'Polygon',
    coordinates: [
      [
        [-116.5, 53.9],
        [-116.49, 53.9],
        [-116.49, 53.91],
        [-116.5, 53.9],
      ],
    ],
  },
  image_label: null,
  ...stamp,
});

const pad = subAsset(7, 'Compressor Pad');
const yard = subAsset(8, 'Equipment Yard');
const areas = [area(1, 'Segment 10', null), area(2, 'Segment 2', 7), area(3, 'Yard North', 8)];

describe('AddAreaDialog', () => {
  it('offers the areas not on the sub-asset, sorted, saying where each is now', () => {
    render(<AddAreaDialog subAsset={pad} areas={areas} subAssets={[pad, yard]} onClose={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Management Areas' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Segment 10', 'Yard Northon Equipment Yard']);
  });

  it('requires a management area and stays open', async () => {
    const onClose = vi.fn();
    render(<AddAreaDialog subAsset={pad} areas={areas} subAssets={[pad, yard]} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Management Area' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    });
    expect(within(dialog).getByText('The Management Areas field is required')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is closed without a sub-asset', () => {
    render(<AddAreaDialog subAsset={null} areas={areas} subAssets={[pad, yard]} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
