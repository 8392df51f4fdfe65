import { describe, expect, it } from 'vitest';
import { styleForKey } from '@/components/rich-text';

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean } = {}) =>
  styleForKey({ ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, key: k, ...mods });

describe('styleForKey (the shortcuts of both style toolbars)', () => {
  it('maps Ctrl or ⌘ + B, I, U and + Shift + X, U to the five styles, in either case', () => {
    expect(key('b', { ctrlKey: true })).toBe('bold');
    expect(key('I', { metaKey: true })).toBe('italic');
    expect(key('u', { ctrlKey: true })).toBe('underline');
    expect(key('X', { ctrlKey: true, shiftKey: true })).toBe('strike');
    expect(key('U', { metaKey: true, shiftKey: true })).toBe('underlineStrike');
  });

  it('ignores keys without Ctrl/⌘, with Alt, or without a style', () => {
    expect(key('b')).toBeNull();
    expect(key('b', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('x', { ctrlKey: true })).toBeNull();
    expect(key('Enter', { ctrlKey: true })).toBeNull();
  });
});
