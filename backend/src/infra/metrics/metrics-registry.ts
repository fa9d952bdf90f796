import { Injectable } from '@nestjs/common';
import { Registry } from 'prom-client';

/**
 * The metrics of one application (an api or a worker). A registry of its own rather than
 * prom-client's global one: tests run an api and a worker in one Node process, and each must
 * report only what it measured.
 */
@Injectable()
export class MetricsRegistry extends Registry {}
