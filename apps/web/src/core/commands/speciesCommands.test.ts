import type { Asset, Species } from '@verge/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectAsset } from '../store/assetSelection';
import { db, type SessionOwner } from '../store/db';
import { applyAppSync, getSyncCursor, setSyncCursor } from '../store/pullWriter';
import { beginSession } from '../store/session';
import { setSetting } from '../store/settings';
import { discardCommand } from './discard';
import { addAssetSpecies, removeAssetSpecies } from './speciesCommands';

const T = '2026-06-01T10:00:00.000Z';
const species = (id: number, name: string, vegeTypeId = 1): Species => ({
  id,
  species: name,
  score: 1,
  reference_photo_url: null,
  vegeTypeId,
});
const THISTLE = species(1, 'Canada Thistle');
const SPURGE = species(3, 'Leafy Spurge');
const TANSY = species(4, 'Common Tansy');
const asset = (id: number, list: Species[]): Asset => ({
  id,
  asset_name: `Asset ${id}`,
  latitude: 54,
  longitude: -115,
  companyId: 1,
  vegetationSpecies: list,
});

const listOf = async (assetId: number) =>
  (await db.assets.get(assetId))?.vegetationSpecies.map((s) => s.species);
const heldList = async () => (await db.assetSpecies.toArray()).map((s) => s.species).sort();

let owner: SessionOwner;

beforeEach(async () => {
  owner = await beginSession(5);
  await Promise.all([db.outbox.clear(), db.assets.clear(), db.assetSpecies.clear()]);
  await db.assets.bulkPut([asset(1, [THISTLE]), asset(2, [THISTLE, SPURGE])]);
  await db.assetSpecies.bulkPut([THISTLE]);
  await setSetting('selectedAssetId', 1);
});

describe('changing a species list on the device', () => {
  it('of the selected asset changes its row and the list the issue form offers, in name order', async () => {
    await addAssetSpecies(1, [TANSY, SPURGE]);
    expect(await listOf(1)).toEqual(['Canada Thistle', 'Common Tansy', 'Leafy Spurge']);
    expect(await heldList()).toEqual(['Canada Thistle', 'Common Tansy', 'Leafy Spurge']);

    await removeAssetSpecies(1, [1, 4]);
    expect(await listOf(1)).toEqual(['Leafy Spurge']);
    expect(await heldList()).toEqual(['Leafy Spurge']);
    const queued = await db.outbox.toArray();
    expect(queued.map((c) => [c.call, c.input])).toEqual([
      ['speciesAdd', { asset_id: 1, species_ids: [4, 3] }],
      ['speciesDelete', { asset_id: 1, species_ids: [1, 4] }],
    ]);
  });

  it('of another asset changes only that asset row; a species already listed is not added twice', async () => {
    await addAssetSpecies(2, [SPURGE, TANSY]);
    await removeAssetSpecies(2, [1]);
    expect(await listOf(2)).toEqual(['Common Tansy', 'Leafy Spurge']);
    expect(await listOf(1)).toEqual(['Canada Thistle']);
    expect(await heldList()).toEqual(['Canada Thistle']);
  });

  it('is undone by a discard, and the next app pull is whole', async () => {
    await setSyncCursor('app', T);
    await addAssetSpecies(1, [SPURGE]);
    await addAssetSpecies(2, [TANSY]);
    for (const command of await db.outbox.toArray()) await discardCommand(command.seq!);
    expect(await listOf(1)).toEqual(['Canada Thistle']);
    expect(await listOf(2)).toEqual(['Canada Thistle', 'Leafy Spurge']);
    expect(await heldList()).toEqual(['Canada Thistle']);
    expect(await getSyncCursor('app')).toBeNull();
  });

  it('is kept through an app pull until the command is sent', async () => {
    await addAssetSpecies(2, [TANSY]);
    const server = {
      since: T,
      company: { id: 1, company_name: 'A', company_tag: 'A', company_type: 'client' as const },
    };
    const removed = { assets: [], users: [], thirdPartyCompanies: [] };
    await applyAppSync(
      owner,
      { ...server, users: [], assets: [asset(1, [SPURGE]), asset(2, [])], thirdPartyCompanies: [], removed },
      true,
    );
    expect(await listOf(2)).toEqual(['Canada Thistle', 'Common Tansy', 'Leafy Spurge']);
    expect(await listOf(1)).toEqual(['Leafy Spurge']);
    await db.outbox.clear();
    await applyAppSync(
      owner,
      { ...server, users: [], assets: [asset(2, [TANSY])], thirdPartyCompanies: [], removed },
      false,
    );
    expect(await listOf(2)).toEqual(['Common Tansy']);
  });

  it('of an asset whose command was made before another asset was selected leaves the new list alone', async () => {
    await addAssetSpecies(1, [SPURGE]);
    await setSetting('selectedAssetId', 2);
    await db.assetSpecies.bulkPut([THISTLE, SPURGE]);
    for (const command of await db.outbox.toArray()) await discardCommand(command.seq!);
    expect(await heldList()).toEqual(['Canada Thistle', 'Leafy Spurge']);
    expect(await listOf(1)).toEqual(['Canada Thistle']);
  });

  it('selecting an asset gives the issue form its list at once', async () => {
    await addAssetSpecies(2, [TANSY]);
    await selectAsset(2);
    expect(await heldList()).toEqual(['Canada Thistle', 'Common Tansy', 'Leafy Spurge']);
  });
});
