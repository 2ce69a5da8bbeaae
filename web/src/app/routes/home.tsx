export default function Stub() { return <main>home</main>; }
