// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogMethods } from '../../../../testing/jsdom-dialog';
import { renderWithKupa } from '../../../../testing/render-with-kupa';
import { VodVideo } from './VodVideo';
import { VodVideoUpload } from './VodVideoUpload';

const VIDEO_URL = '/api/kupa-live/manage/businesses/1/features/7/vod/video';
const answer = (video: { kind: 'mp4' | 'webm'; size: number } | null) => ({ featureId: 7, presentationId: 70, video });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TOO_LARGE = {
  error: { error: 'VOD_VIDEO_TOO_LARGE', message: 'The video is too large (up to 500 MB)', details: { maxMegabytes: 500 } },
};

/** Issue 13: the back office uploads the video a VOD title streams, and removes it (the demo clip streams again). */
describe('VodVideo', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(installDialogMethods);
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const requests = () => fetchMock.mock.calls.map(([url, init]) => [init?.method ?? 'GET', String(url).split('?')[0]]);
  const mp4 = () => new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'film.mp4', { type: 'video/mp4' });

  it('says the demo clip plays, then uploads the chosen file as the PUT body and shows the new video', async () => {
    fetchMock.mockResolvedValueOnce(json(answer(null))).mockResolvedValueOnce(json(answer({ kind: 'mp4', size: 5 * 1024 * 1024 })));
    renderWithKupa(<VodVideo businessId={1} featureId={7} />, { locale: 'he', staff: true });
    expect(await screen.findByText('לא הועלה סרטון: הצפיות של הלקוחות מציגות את קטע ההדגמה המובנה.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'הסרת הסרטון' })).toBeNull();
    const upload = screen.getByRole('button', { name: 'העלאת סרטון' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);

    const file = mp4();
    const input = screen.getByLabelText('קובץ הסרטון');
    expect(input.getAttribute('accept')).toBe('video/mp4,video/webm');
    await userEvent.upload(input, file);
    await userEvent.click(upload);

    expect(await screen.findByText('הצפיות של הלקוחות מציגות את סרטון ה-MP4 שהועלה (5 MB).')).toBeTruthy();
    expect(screen.getByTestId('vod-video-status').textContent).toBe('הסרטון הועלה. הצפיות הבאות של הלקוחות יציגו אותו.');
    expect(requests()).toEqual([
      ['GET', VIDEO_URL],
      ['PUT', VIDEO_URL],
    ]);
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'Content-Type': 'video/mp4' });
  });

  it('shows a refused upload in the language of the page and keeps the previous video', async () => {
    fetchMock.mockResolvedValueOnce(json(answer({ kind: 'webm', size: 2.5 * 1024 * 1024 }))).mockResolvedValueOnce(json(TOO_LARGE, 413));
    renderWithKupa(<VodVideo businessId={1} featureId={7} />, { locale: 'he', staff: true });
    const current = 'הצפיות של הלקוחות מציגות את סרטון ה-WEBM שהועלה (2.5 MB).';
    expect(await screen.findByText(current)).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('קובץ הסרטון'), mp4());
    await userEvent.click(screen.getByRole('button', { name: 'העלאת סרטון' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('לא הועלה: הסרטון גדול מדי (עד 500 MB)');
    expect(screen.getByTestId('vod-video-status').contains(refusal)).toBe(true);
    expect(screen.getByTestId('vod-video-current').textContent).toBe(current);
    expect((screen.getByRole('button', { name: 'העלאת סרטון' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the upload and says so while it runs', () => {
    const uploading = { isPending: true, isSuccess: false, error: null };
    renderWithKupa(<VodVideoUpload video={null} state={uploading} onUpload={vi.fn()} onRemove={vi.fn()} />, { locale: 'en', staff: true });
    const button = screen.getByRole('button', { name: 'Uploading…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('vod-video-status').getAttribute('aria-live')).toBe('polite');
  });

  it('asks before removing the video; keeping it sends nothing, removing it brings back the demo clip', async () => {
    fetchMock.mockResolvedValueOnce(json(answer({ kind: 'mp4', size: 1024 * 1024 }))).mockResolvedValueOnce(json(answer(null)));
    renderWithKupa(<VodVideo businessId={1} featureId={7} />, { locale: 'en', staff: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove video' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove the uploaded video?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the video' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests()).toEqual([['GET', VIDEO_URL]]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove video' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove video' }));
    expect(await screen.findByText("No video uploaded: customers' plays stream the built-in demo clip.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests()).toEqual([
      ['GET', VIDEO_URL],
      ['DELETE', VIDEO_URL],
    ]);
    expect(screen.queryByRole('button', { name: 'Remove video' })).toBeNull();
  });
});
