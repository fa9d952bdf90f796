import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CategoriesService } from './categories.service';
import { CategoryDto } from './dto/category.dto';
import { CachedReadInterceptor } from '../../common/read-cache/cached-read.interceptor';

@ApiTags('categories')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @UseInterceptors(CachedReadInterceptor)
  @ApiOkResponse({ type: [CategoryDto], description: 'Clothing, home decor, event: in that order' })
  list(): Promise<CategoryDto[]> {
    return this.categories.list();
  }
}
