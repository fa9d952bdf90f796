import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CATEGORY_KEYS, Category, type CategoryKey } from './category.entity';
import type { CategoryDto } from './dto/category.dto';

export const UNKNOWN_CATEGORY = 'Category not found';

/** The three service categories, in the order the spec lists them (the first is a client's default). */
@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  async list(): Promise<CategoryDto[]> {
    const categories = await this.categories.find();
    return categories.sort((a, b) => rank(a.key) - rank(b.key)).map(toCategoryDto);
  }

  /** A category named by its id or its key ("CLOTHING"); 400 when there is none. */
  async resolve(idOrKey: string): Promise<Category> {
    const where = isCategoryKey(idOrKey) ? { key: idOrKey } : { id: idOrKey };
    const category = await this.categories.findOne({ where });
    if (!category) throw new BadRequestException(UNKNOWN_CATEGORY);
    return category;
  }
}

export function toCategoryDto(category: Category): CategoryDto {
  const { id, key, name, description, formSchema } = category;
  return { id, key, name, description, formSchema };
}

function isCategoryKey(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

/** Unknown keys (none today) sort last rather than failing the list. */
function rank(key: string): number {
  const index = (CATEGORY_KEYS as readonly string[]).indexOf(key);
  return index === -1 ? CATEGORY_KEYS.length : index;
}
