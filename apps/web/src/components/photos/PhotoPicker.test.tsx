import { describe, expect, it } from 'vitest';
import { offeredPhotos, photoQuality } from './PhotoPicker';

const file = (name: string, type: string) => new File([name], name, { type });

describe('offeredPhotos', () => {
  it('takes images and names each refused file with the reason', () => {
    const { accepted, refused } = offeredPhotos(
      [file('a.jpg', 'image/jpeg'), file('x.pdf', 'application/pdf'), file('b.png', 'image/png')],
      0,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(refused).toEqual(['x.pdf is not an image']);
  });

  it('stops at 8 with those the record holds, naming the files past the 8th', () => {
    const { accepted, refused } = offeredPhotos(
      [file('g.jpg', 'image/jpeg'), file('h.jpg', 'image/jpeg'), file('i.jpg', 'image/jpeg')],
      6,
    );
    expect(accepted.map((f) => f.name)).toEqual(['g.jpg', 'h.jpg']);
    expect(refused).toEqual(['i.jpg was not added: 8 Photo Maximum']);
    expect(offeredPhotos([file('j.jpg', 'image/jpeg')], 8)).toEqual({
      accepted: [],
      refused: ['j.jpg was not added: 8 Photo Maximum'],
    });
  });
});

describe('photoQuality', () => {
  it('saves camera captures at quality 60 and uploads at 0.8', () => {
    expect(photoQuality(true)).toBe(0.6);
    expect(photoQuality(false)).toBe(0.8);
  });
});
