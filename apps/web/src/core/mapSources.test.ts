import { afterEach, describe, expect, it } from 'vitest';
import { mapSources, rememberMapSources } from './mapSources';

afterEach(() => localStorage.clear());

describe('map sources', () => {
  it('use the build defaults until the server has named its own', () => {
    expect(mapSources().tileUrl).toContain('{z}/{y}/{x}');
  });

  it('follow the server’s configuration once fetched, and keep it for offline starts', () => {
    rememberMapSources({
      mapTileUrl: 'https://tiles.example/{z}/{y}/{x}',
      mapTileAttribution: 'Example',
      lsdWmsUrl: 'https://grid.example/wms',
      offlineTileUrl: null,
      lsdWmsOffline: false,
    });
    expect(mapSources()).toEqual({
      tileUrl: 'https://tiles.example/{z}/{y}/{x}',
      tileAttribution: 'Example',
      lsdWmsUrl: 'https://grid.example/wms',
      offlineTileUrl: null,
      lsdWmsOffline: false,
    });
  });

  it("make a template on this server whole: the imagery of the server's own archive", () => {
    rememberMapSources({
      mapTileUrl: '/api/map-tiles/{z}/{x}/{y}',
      mapTileAttribution: '',
      lsdWmsUrl: 'https://grid.example/wms',
      offlineTileUrl: '/api/map-tiles/{z}/{x}/{y}',
      lsdWmsOffline: false,
    });
    expect(mapSources().tileUrl).toBe(`${location.origin}/api/map-tiles/{z}/{x}/{y}`);
    expect(mapSources().lsdWmsUrl).toBe('https://grid.example/wms');
    expect(mapSources().offlineTileUrl).toBe(`${location.origin}/api/map-tiles/{z}/{x}/{y}`);
  });

  it('read a configuration kept from a server older than offline maps', () => {
    localStorage.setItem(
      'verge-map-sources',
      JSON.stringify({
        mapTileUrl: 'https://old.example/{z}/{y}/{x}',
        mapTileAttribution: '',
        lsdWmsUrl: 'https://g/wms',
      }),
    );
    expect(mapSources().tileUrl).toBe('https://old.example/{z}/{y}/{x}');
  });

  it('ignore a stored value of the wrong shape', () => {
    localStorage.setItem('verge-map-sources', '{"mapTileUrl": 3}');
    expect(mapSources().tileUrl).toContain('{z}/{y}/{x}');
  });
});
