declare module '*.svg?paths' {
  const icon: import('./Icon').IconData;
  export default icon;
}
