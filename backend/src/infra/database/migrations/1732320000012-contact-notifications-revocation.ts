import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The 50 states, DC and the territories with a ZIP code, by USPS code and by name. */
const US_STATES = new Map(
  Object.entries({
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
    AS: 'American Samoa',
    GU: 'Guam',
    MP: 'Northern Mariana Islands',
    PR: 'Puerto Rico',
    VI: 'U.S. Virgin Islands',
    AA: 'Armed Forces Americas',
    AE: 'Armed Forces Europe',
    AP: 'Armed Forces Pacific',
  }).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [name.toLowerCase(), code],
  ]),
);
const US_ZIP = /^\d{5}(-\d{4})?$/;
const UNITED_STATES = 'United States';

interface AddressRow {
  userId: string;
  billingState: string;
  billingZip: string;
  billingCountry: string;
  shippingState: string | null;
  shippingZip: string | null;
  shippingCountry: string | null;
}

/** An address the default country fits: a US state (or territory) and a US ZIP code. */
function looksAmerican(state: string | null, zip: string | null): boolean {
  return US_STATES.has((state ?? '').trim().toLowerCase()) && US_ZIP.test((zip ?? '').trim());
}

/**
 * Contact details, shopper notifications and invite code revocation:
 * - clients: no screen ever asked for a country, so every address got the default "United
 *   States", which the invoice prints under a Paris address. Where an address does not look
 *   American (no US state and ZIP), its country becomes unknown (''): the invoice prints no
 *   country until the client picks hers on /settings. American-looking addresses keep theirs.
 *   The columns stay NOT NULL: on SQLite making them nullable means rebuilding `clients`,
 *   which tasks and recipients reference.
 * - notifications.taskId becomes nullable: "a client joined" is about no task.
 * - email_preferences.clientsAndRequests: the shopper's digest of new clients and requests.
 * - invite_codes.revokedAt: a revoked code no longer registers anyone.
 */
export class ContactNotificationsRevocation1732320000012 implements MigrationInterface {
  name = 'ContactNotificationsRevocation1732320000012';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(
      'SELECT userId, billingState, billingZip, billingCountry, shippingState, shippingZip, shippingCountry ' +
        'FROM clients WHERE billingCountry = ? OR shippingCountry = ?',
      [UNITED_STATES, UNITED_STATES],
    )) as AddressRow[];
    for (const row of rows) {
      if (row.billingCountry === UNITED_STATES && !looksAmerican(row.billingState, row.billingZip)) {
        await queryRunner.query('UPDATE clients SET billingCountry = ? WHERE userId = ?', ['', row.userId]);
      }
      if (row.shippingCountry === UNITED_STATES && !looksAmerican(row.shippingState, row.shippingZip)) {
        await queryRunner.query('UPDATE clients SET shippingCountry = ? WHERE userId = ?', ['', row.userId]);
      }
    }

    await queryRunner.changeColumn(
      'notifications',
      'taskId',
      new TableColumn({ name: 'taskId', type: 'varchar', length: '36', isNullable: true }),
    );
    await queryRunner.addColumn(
      'email_preferences',
      new TableColumn({ name: 'clientsAndRequests', type: 'boolean', default: true }),
    );
    await queryRunner.addColumn(
      'invite_codes',
      new TableColumn({ name: 'revokedAt', type: 'datetime', precision: 3, isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('invite_codes', 'revokedAt');
    await queryRunner.dropColumn('email_preferences', 'clientsAndRequests');
    await queryRunner.query('DELETE FROM notifications WHERE taskId IS NULL');
    await queryRunner.changeColumn(
      'notifications',
      'taskId',
      new TableColumn({ name: 'taskId', type: 'varchar', length: '36' }),
    );
    await queryRunner.query('UPDATE clients SET billingCountry = ? WHERE billingCountry = ?', [UNITED_STATES, '']);
    await queryRunner.query('UPDATE clients SET shippingCountry = ? WHERE shippingCountry = ?', [UNITED_STATES, '']);
  }
}
