import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Client } from '../clients/client.entity';
import { UploadsModule } from '../uploads/uploads.module';
import { MyShopperController } from './my-shopper.controller';
import { Shopper } from './shopper.entity';
import { ShoppersController } from './shoppers.controller';
import { ShoppersService } from './shoppers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Shopper, Client]), UploadsModule],
  controllers: [ShoppersController, MyShopperController],
  providers: [ShoppersService],
})
export class ShoppersModule {}
