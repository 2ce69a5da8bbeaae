import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../components/layout/page-spinner';
import { RouteBoundary } from '../components/layout/route-boundary';

// Every screen is its own chunk, so a respondent on /f/... downloads none of the owner screens.
// (Declarative routes rather than the data router: it keeps ~15 KB gzipped off every page.)
const Home = lazy(() => import('./routes/home'));
const Auth = lazy(() => import('./routes/auth'));
const PublicForm = lazy(() => import('./routes/public-form'));
const Receipt = lazy(() => import('./routes/receipt'));
const Privacy = lazy(() => import('./routes/privacy'));
const Terms = lazy(() => import('./routes/terms'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const OwnerShell = lazy(() => import('./routes/owner-shell'));
const CreateLink = lazy(() => import('./routes/create-link'));
const EditLink = lazy(() => import('./routes/edit-link'));
const ManageQuestions = lazy(() => import('./routes/manage-questions'));
const ApiKeys = lazy(() => import('./routes/api-keys'));
const Analytics = lazy(() => import('./routes/analytics'));
const Insights = lazy(() => import('./routes/insights'));
const PrintQr = lazy(() => import('./routes/print-qr'));
const NotFound = lazy(() => import('./routes/not-found'));

function screen(Screen: LazyExoticComponent<ComponentType>) {
  return (
    <RouteBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Screen />
      </Suspense>
    </RouteBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={screen(Home)} />
      <Route path="/auth" element={screen(Auth)} />
      <Route path="/f/:shortCode" element={screen(PublicForm)} />
      <Route path="/r/:code" element={screen(Receipt)} />
      <Route path="/privacy" element={screen(Privacy)} />
      <Route path="/terms" element={screen(Terms)} />
      <Route path="/reset-password" element={screen(ResetPassword)} />
      <Route element={screen(OwnerShell)}>
        <Route path="/create-link" element={screen(CreateLink)} />
        <Route path="/edit-link/:id" element={screen(EditLink)} />
        <Route path="/manage-questions" element={screen(ManageQuestions)} />
        <Route path="/api-keys" element={screen(ApiKeys)} />
        <Route path="/analytics/:id" element={screen(Analytics)} />
        <Route path="/advanced-analytics/:id" element={screen(Insights)} />
        <Route path="/print/qr/:id" element={screen(PrintQr)} />
      </Route>
      <Route path="*" element={screen(NotFound)} />
    </Routes>
  );
}
