import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offeredPhotos, PhotoPicker, photoQuality } from './PhotoPicker';

const device = vi.hoisted(() => ({ mobile: false }));
vi.mock('../../base/useMobile', () => ({ useIsMobileDevice: () => device.mobile }));
// The resize, with the quality it was asked for kept on the result.
vi.mock('browser-image-compression', () => ({
  default: vi.fn(async (file: File, options: { initialQuality: number }) =>
    Object.assign(new Blob([file.name], { type: file.type }), { quality: options.initialQuality }),
  ),
}));

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

describe('PhotoPicker', () => {
  const cameraInput = () => screen.queryByTestId('camera-input');
  const libraryInput = () => screen.getByTestId('photo-input');
  beforeEach(() => {
    device.mobile = false;
  });
  afterEach(cleanup);

  it('on a phone offers the camera (Take Photo) beside existing photos, several at once (Add Photos)', () => {
    device.mobile = true;
    render(<PhotoPicker photos={[]} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Photos' })).toBeTruthy();
    const camera = cameraInput();
    expect(camera?.getAttribute('accept')).toBe('image/*');
    expect(camera?.getAttribute('capture')).toBe('environment');
    expect(camera?.hasAttribute('multiple')).toBe(false);
    expect(libraryInput().getAttribute('accept')).toBe('image/*');
    expect(libraryInput().hasAttribute('capture')).toBe(false);
    expect(libraryInput().hasAttribute('multiple')).toBe(true);
  });

  it('on a desktop offers existing photos only, several at once', () => {
    render(<PhotoPicker photos={[]} onChange={() => {}} />);
    expect(cameraInput()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take Photo' })).toBeNull();
    expect(libraryInput().hasAttribute('multiple')).toBe(true);
    expect(libraryInput().hasAttribute('capture')).toBe(false);
  });

  it('saves a camera capture at quality 60 and chosen photos at 0.8', async () => {
    device.mobile = true;
    const onChange = vi.fn();
    const { rerender } = render(<PhotoPicker photos={[]} onChange={onChange} />);
    const user = userEvent.setup();
    await user.upload(cameraInput() as HTMLInputElement, file('shot.jpg', 'image/jpeg'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [shot] = onChange.mock.calls[0][0] as (Blob & { quality: number })[];
    expect(shot.quality).toBe(0.6);

    rerender(<PhotoPicker photos={[shot]} onChange={onChange} />);
    await user.upload(libraryInput() as HTMLInputElement, [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
    ]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    const all = onChange.mock.calls[1][0] as (Blob & { quality: number })[];
    expect(all.map((photo) => photo.quality)).toEqual([0.6, 0.8, 0.8]);
  });

  it('at 8 photos offers neither: Add Photos reads 8 Photo Maximum, disabled', () => {
    device.mobile = true;
    render(<PhotoPicker photos={[]} saved={8} onChange={() => {}} />);
    expect(cameraInput()).toBeNull();
    expect(screen.getByRole('button', { name: '8 Photo Maximum' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByTestId('photo-count').textContent).toBe('8 / 8');
  });
});
