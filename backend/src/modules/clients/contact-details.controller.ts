import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Roles } from '../../common/auth/roles.decorator';
import { ContactDetailsService } from './contact-details.service';
import { ContactDetailsDto } from './dto/contact-details.dto';
import { UpdateContactDetailsDto } from './dto/update-contact-details.dto';

@ApiTags('clients')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No or bad token' })
@ApiForbiddenResponse({ description: 'Not a client' })
@Roles('CLIENT')
@Controller('me/contact-details')
export class ContactDetailsController {
  constructor(private readonly contactDetails: ContactDetailsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in client's phone, billing and shipping addresses" })
  @ApiOkResponse({ type: ContactDetailsDto })
  get(@CurrentUser() user: AuthUser): Promise<ContactDetailsDto> {
    return this.contactDetails.of(user.id);
  }

  @Put()
  @ApiOperation({ summary: "Change the signed-in client's phone and addresses (invoices print them from then on)" })
  @ApiOkResponse({ type: ContactDetailsDto, description: 'The contact details now' })
  @ApiBadRequestResponse({ description: 'Invalid field (one message per field, naming it)' })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateContactDetailsDto): Promise<ContactDetailsDto> {
    return this.contactDetails.update(user.id, dto);
  }
}
