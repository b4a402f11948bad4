import { describe, expect, it } from 'vitest';
import { ApiError, failureKindOf } from './api-error';

describe('failureKindOf', () => {
  it('blames the connection only when no answer came back', () => {
    expect(failureKindOf(new ApiError(0, null, 'Failed to fetch'))).toBe('network');
    expect(failureKindOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureKindOf(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('network');
  });

  it('calls a 5xx, a non-JSON answer and a broken answer a server fault, not a connection problem', () => {
    expect(failureKindOf(new ApiError(500, null, 'Internal Server Error'))).toBe('server');
    expect(failureKindOf(new ApiError(502, null, 'Bad Gateway'))).toBe('server');
    expect(failureKindOf(new ApiError(200, null, 'The answer was not JSON'))).toBe('server');
    expect(failureKindOf(new ApiError(200, null, 'Unexpected presentation answer'))).toBe('server');
    expect(failureKindOf(new TypeError("Cannot read properties of undefined (reading 'seats')"))).toBe('server');
    expect(failureKindOf(new SyntaxError('Unexpected token < in JSON'))).toBe('server');
    expect(failureKindOf('boom')).toBe('server');
  });

  it('keeps a refusal with a catalogue code, whatever its status', () => {
    expect(failureKindOf(new ApiError(409, 'SEAT_NOT_AVAILABLE', 'taken'))).toBe('refusal');
    expect(failureKindOf(new ApiError(500, 'GENERAL_ERROR', 'Error occurred'))).toBe('refusal');
  });
});
