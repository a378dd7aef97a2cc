import { describe, expect, it } from 'vitest';
import { needsSignIn, safeRedirect, signInHref } from './guard';

describe('login guard', () => {
  it.each([
    ['/account/my-orders', ''],
    ['/account/my-account', ''],
    ['/account/order-detail/12', ''],
  ])('sends %s%s to sign-in', (path, search) => {
    expect(needsSignIn(path, search)).toBe(true);
  });

  it.each([
    ['/', ''],
    ['/cart', ''],
    ['/goods-list/3', ''],
    ['/catalog-price-list-w', ''],
    ['/accounting', ''],
    ['/payment', ''],
    ['/account/my-account', '?data=abc'],
  ])('lets %s%s through', (path, search) => {
    expect(needsSignIn(path, search)).toBe(false);
  });

  it('builds the sign-in link with the path to come back to', () => {
    expect(signInHref('/account/my-orders?tab=2')).toBe('/sign-in?redirect=%2Faccount%2Fmy-orders%3Ftab%3D2');
  });
});

describe('redirect after sign-in', () => {
  it.each([
    ['/account/my-orders', '/account/my-orders'],
    ['/goods-detail/5?color=2#reviews', '/goods-detail/5?color=2#reviews'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['http://evil.example', '/'],
    ['https://evil.example/account', '/'],
    ['javascript:alert(1)', '/'],
    ['account/x', '/'],
    ['', '/'],
    [null, '/'],
    ['/sign-in?redirect=/x', '/'],
    ['/\t/evil.example', '/'],
  ])('follows %s as %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
