import { describe, expect, it } from 'vitest';
import { socketSources, tileImageSources } from './security';

describe('content-security-policy sources', () => {
  it('allows the tile host and its subdomains', () => {
    expect(tileImageSources('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://tile.openstreetmap.org',
      'https://*.tile.openstreetmap.org',
    ]);
  });

  it('turns a subdomain placeholder into a wildcard', () => {
    expect(tileImageSources('https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.openstreetmap.fr',
    ]);
  });

  it('keeps a port and refuses garbage', () => {
    expect(tileImageSources('http://localhost:8081/tiles/{z}/{x}/{y}.png')).toEqual([
      'http://localhost:8081',
      'http://*.localhost:8081',
    ]);
    expect(tileImageSources('not a url')).toEqual([]);
  });

  it('allows WebSockets to the public origin', () => {
    expect(socketSources('https://enilami.in')).toEqual(['wss://enilami.in']);
    expect(socketSources('http://localhost:3000')).toEqual(['ws://localhost:3000']);
  });
});
