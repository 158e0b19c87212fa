/**
 * Generated from openapi/image-compression.yaml by scripts/api-generate.mjs (openapi-typescript). Do not edit:
 * change the document and run `npm run api:generate`.
 */

export interface paths {
    "/compress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compress an image
         * @description Compresses a base64-encoded png or jpeg image (png, jpeg and jpg only) and answers
         *     the compressed image as base64 data. The client shows pending, then success with the
         *     compressed image or failure with the message (docs/behaviour.md#images).
         */
        post: operations["compressImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example jpeg
         * @enum {string}
         */
        ImageExtension: "png" | "jpeg" | "jpg";
        /**
         * @example {
         *       "img": "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA==",
         *       "extension": "jpeg"
         *     }
         */
        CompressRequest: {
            /** @description The image as base64 data (a data URL or bare base64). */
            img: string;
            extension: components["schemas"]["ImageExtension"];
        };
        /**
         * @example {
         *       "success": true,
         *       "compressed_img": "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA==",
         *       "message": "Image compressed."
         *     }
         */
        CompressResult: {
            success: boolean;
            /** @description The compressed image as base64 data, or null on failure. */
            compressed_img: string | null;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    compressImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompressRequest"];
            };
        };
        responses: {
            /** @description The outcome of the compression. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressResult"];
                };
            };
            /** @description The request was malformed (missing image or unsupported extension). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompressResult"];
                };
            };
        };
    };
}
