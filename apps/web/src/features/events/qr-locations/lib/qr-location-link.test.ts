import { describe, expect, it } from 'vitest';
import { qrLocationIdFrom } from './qr-location-link.ts';

const id = '0f8c6c1e-5b7a-4a86-9f51-5a1d2c3b4e5f';

describe('qrLocationIdFrom', () => {
  it('reads the id of a poster link, on any host', () => {
    expect(qrLocationIdFrom(`https://church.example/qrloc/${id}`)).toBe(id);
    expect(qrLocationIdFrom(`http://127.0.0.1:8080/qrloc/${id.toUpperCase()}/`)).toBe(id);
    expect(qrLocationIdFrom(`/qrloc/${id}`)).toBe(id);
  });

  it('refuses other codes (a member card, another page)', () => {
    expect(qrLocationIdFrom('eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2ln')).toBeNull();
    expect(qrLocationIdFrom(`https://church.example/kiosk?code=${id}`)).toBeNull();
    expect(qrLocationIdFrom(`https://church.example/qrloc/${id}/extra`)).toBeNull();
  });
});
