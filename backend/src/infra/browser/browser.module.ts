import { Module } from '@nestjs/common';
import { BrowserService } from './browser.service';

/** Chromium for the modules that print (invoices); each importing process gets one browser. */
@Module({
  providers: [BrowserService],
  exports: [BrowserService],
})
export class BrowserModule {}
