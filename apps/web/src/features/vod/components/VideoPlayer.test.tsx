// @vitest-environment jsdom
import type { VodEntitlement, VodPlayResponse } from '@kupa/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { renderWithKupa } from '../../../testing/render-with-kupa';
import { VideoPlayer } from './VideoPlayer';

const ENTITLEMENT: VodEntitlement = {
  id: 9,
  presentationId: 5006,
  title: 'The Long Night',
  purchasedAt: '2026-11-20T10:00:00.000Z',
  availableFrom: '2026-11-20T10:00:00.000Z',
  availableUntil: '2026-11-22T10:00:00.000Z',
  playCount: 1,
  playsRemaining: 2,
  lastPlayedAt: null,
  state: 'watchable',
};
const STREAM: VodPlayResponse = {
  streamUrl: '/api/vod/stream/9?c=1&e=2&s=x',
  expiresAt: '2026-11-20T10:10:00.000Z',
  mimeType: 'video/webm',
  entitlement: ENTITLEMENT,
};

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}, locale: 'en' | 'he' = 'en') {
  const onPlay = vi.fn();
  renderWithKupa(
    <VideoPlayer entitlement={ENTITLEMENT} support="supported" stream={null} starting={false} failure={null} onPlay={onPlay} {...props} />,
    { locale },
  );
  return { onPlay };
}

describe('VideoPlayer', () => {
  it('offers a play with the plays left, and plays nothing before it', async () => {
    const { onPlay } = setup();
    expect(screen.queryByTestId('vod-video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play (2 plays left)' }));
    expect(onPlay).toHaveBeenCalledOnce();
  });

  it('streams the signed address once the play was counted', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    setup({ stream: STREAM });
    expect(screen.getByLabelText('Player: The Long Night')).toHaveAttribute('src', STREAM.streamUrl);
    expect(screen.getByTestId('vod-play-counted')).toBeInTheDocument();
  });

  it('warns an incompatible browser instead of offering a play (spec 2), in Hebrew too', () => {
    setup({ support: 'iosSafari' }, 'he');
    expect(screen.getByRole('alert')).toHaveTextContent('הצפייה אינה נתמכת במכשירי iOS ובדפדפן Safari');
    expect(screen.queryByTestId('vod-play')).toBeNull();
  });

  it('shows the refusal of the server and why the title cannot be played', () => {
    setup({
      entitlement: { ...ENTITLEMENT, playsRemaining: 0, playCount: 3, state: 'no_plays_left' },
      failure: new ApiError(409, 'VOD_NO_PLAYS_LEFT', 'refused'),
    });
    expect(screen.getByTestId('vod-play-refused')).toHaveTextContent('No plays are left for this film');
    expect(screen.getByTestId('vod-not-watchable')).toHaveTextContent('You have used all the plays of this film.');
    expect(screen.queryByTestId('vod-play')).toBeNull();
  });
});
