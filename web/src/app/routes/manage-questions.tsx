export default function Stub() { return <main>manage-questions</main>; }
