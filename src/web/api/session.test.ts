import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { loginFailure } from './session';

describe('loginFailure (docs/product.md §8 "Login failure")', () => {
  it("shows the server's own message", () => {
    expect(loginFailure(new ApiError(401, 'Email atau password salah'))).toBe('Email atau password salah');
  });

  it("falls back to the first field error, then to 'Login failed', never to our stand-in", () => {
    expect(loginFailure(new ApiError(422, 'stand-in', { email: ['Email wajib diisi'] }, false))).toBe('Email wajib diisi');
    expect(loginFailure(new ApiError(500, 'stand-in', {}, false))).toBe('Login failed');
  });

  it('says there was no reply when the network failed', () => {
    expect(loginFailure(new ApiError(0, 'No response from server. Please check your network connection.'))).toBe(
      'No response from server. Please check your network connection.',
    );
  });

  it("wraps any other exception in 'Terjadi kesalahan: ...' without the exception's own English text", () => {
    const message = loginFailure(new TypeError('Failed to execute setItem on Storage'));
    expect(message).toMatch(/^Terjadi kesalahan: /);
    expect(message).not.toContain('setItem');
    expect(message).not.toMatch(/\.\.$/);
  });
});
