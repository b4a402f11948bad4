import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { getEDocument } from './get-edocument';

vi.mock('../../../lib/api/api-client', () => ({ apiGet: vi.fn() }));
const get = vi.mocked(apiGet);

const reservation = { reservationIdentifier: '482913', status: 'confirmed', presentations: [] };

describe('getEDocument', () => {
  beforeEach(() => {
    get.mockReset();
  });

  it('asks for the document key in the page language and gives the reservation', async () => {
    get.mockResolvedValue({ reservation });
    expect(await getEDocument('a/b c', 'en')).toEqual({ kind: 'ok', reservation });
    expect(get).toHaveBeenCalledWith('/edocuments/a%2Fb%20c', { lang: 'en' }, undefined);
  });

  it('answers "not found" for RESERVATION_NOT_FOUND (HTTP 404)', async () => {
    get.mockRejectedValue(new ApiError(404, 'RESERVATION_NOT_FOUND', 'Order not found'));
    expect(await getEDocument('missing', 'he')).toEqual({ kind: 'notFound' });
  });

  it('lets other failures through so the page can offer a retry', async () => {
    get.mockRejectedValue(new ApiError(503, null, 'down'));
    await expect(getEDocument('key', 'he')).rejects.toThrow('down');
    get.mockRejectedValue(new ApiError(0, null, 'Network error'));
    await expect(getEDocument('key', 'he')).rejects.toThrow('Network error');
  });
});
