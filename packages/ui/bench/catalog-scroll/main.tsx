// The bench page: the catalogue's table part with 5,000 products, virtualised (?mode=virtual, the widget as
// shipped) or with every row in the DOM (?mode=all: overscan 5,000, the baseline). Data comes from the
// stories' in-memory catalogue API, so only rendering and scrolling are measured, never the network.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Catalog, CurateProvider } from '@curate/ui';
import '@curate/ui/styles.css';
import { COMPANY_ID, catalogFixtureClient, catalogProducts } from '../../src/test/catalog';
import { FixtureApi } from '../../src/test/fixtureApi';

const ROWS = 5000;
const mode = new URLSearchParams(location.search).get('mode') ?? 'virtual';
const client = catalogFixtureClient({ products: catalogProducts(ROWS) });
(window as unknown as { __bench: { start: number } }).__bench = { start: performance.now() };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CurateProvider>
      <FixtureApi client={client}>
        <Catalog companyId={COMPANY_ID} pageSize={ROWS} defaultView="table">
          <Catalog.Table style={{ height: 720 }} overscan={mode === 'all' ? ROWS : 10} />
        </Catalog>
      </FixtureApi>
    </CurateProvider>
  </StrictMode>,
);
