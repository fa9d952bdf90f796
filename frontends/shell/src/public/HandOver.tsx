import { useEffect } from 'react';
import { PageLoading } from '../frame/PageLoading';
import { startFullApp } from './full-app';

/** A route the light pages do not serve (a signed-in user's, or any other path): the full app's. */
export function HandOver() {
  useEffect(startFullApp, []);
  return <PageLoading />;
}
