import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { getFirebaseApp, getFirebaseSettings } from '@/lib/firebase-app';

let firestore: Firestore | undefined;

/** Firestore without its own IndexedDB persistence: RxDB is the offline store. */
export function getServerFirestore(): Firestore {
  if (!firestore) {
    firestore = getFirestore(getFirebaseApp());
    const host = getFirebaseSettings().emulators.firestore;
    if (host) {
      const [hostname, port] = host.split(':');
      connectFirestoreEmulator(firestore, hostname ?? '127.0.0.1', Number(port));
    }
  }
  return firestore;
}
